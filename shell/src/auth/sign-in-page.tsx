import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { FIRM } from '@firm/shared/domain/firm';
import { SIGN_IN_TEXT, type UserType } from '@firm/shared/domain/auth';
import { BRAND } from '@firm/shared/ui';
import { useSignIn } from './use-sign-in';
import { EmailStep } from './email-step';
import { CodeStep } from './code-step';
import { AccountStep } from './account-step';
import { FirmMark } from '../layout/firm-mark';

const TABS: { value: UserType; label: string; hint: string }[] = [
  { value: 'staff', label: 'Staff Login', hint: 'For administrators, supervisors and employees of the firm.' },
  { value: 'client', label: 'Client Login', hint: 'For contacts of our client companies.' },
];

/** /auth/signin and /login (spec 01 §2): Staff Login and Client Login with a one-time code. */
export function SignInPage() {
  const signIn = useSignIn();
  const { tab, step, problem, busy } = signIn;
  const activeTab = TABS.find((entry) => entry.value === tab)!;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        py: { xs: 3, sm: 6 },
        background: `radial-gradient(circle at 20% 0%, ${BRAND.blue} 0%, ${BRAND.navy} 55%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, borderRadius: 3, boxShadow: '0 24px 60px rgba(4, 18, 40, 0.35)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <FirmMark />
              <Box>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.2, color: BRAND.navy }}>{FIRM.name}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {FIRM.tagline}
                </Typography>
              </Box>
            </Stack>

            <Box>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                Sign in to the portal
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {activeTab.hint} We e-mail you a one-time code; no password needed.
              </Typography>
            </Box>

            <Tabs
              value={tab}
              onChange={(_event, value: UserType) => signIn.handleTabChange(value)}
              variant="fullWidth"
              aria-label="Sign-in type"
              // A segmented control: the chosen tab is a raised white pill on a grey track.
              sx={{
                bgcolor: 'grey.100',
                borderRadius: 2.5,
                p: 0.5,
                minHeight: 0,
                '& .MuiTabs-indicator': { display: 'none' },
              }}
            >
              {TABS.map((entry) => (
                <Tab
                  key={entry.value}
                  value={entry.value}
                  label={entry.label}
                  disabled={busy}
                  sx={{
                    minHeight: 40,
                    borderRadius: 2,
                    color: 'text.secondary',
                    transition: 'background-color 150ms, box-shadow 150ms',
                    '&.Mui-selected': { bgcolor: 'background.paper', color: 'primary.dark', boxShadow: '0 1px 3px rgba(11, 37, 69, 0.18)' },
                  }}
                />
              ))}
            </Tabs>

            {problem && (
              <Alert
                severity="error"
                action={
                  problem.suggestClientTab ? (
                    <Button color="inherit" size="small" onClick={() => signIn.handleTabChange('client')}>
                      Use Client Login
                    </Button>
                  ) : undefined
                }
              >
                <AlertTitle>{problem.title}</AlertTitle>
                {problem.message}
                {problem.suggestClientTab && <Box sx={{ mt: 0.5 }}>{SIGN_IN_TEXT.useClientTab}</Box>}
              </Alert>
            )}
            {signIn.signedIn && (
              <Alert severity="success">
                <AlertTitle>Login Successful</AlertTitle>
                Taking you to your dashboard...
              </Alert>
            )}

            {step === 'email' && (
              <EmailStep
                email={signIn.email}
                busy={busy}
                sending={signIn.sending}
                invalid={problem?.title === 'Invalid Email'}
                onEmailChange={signIn.handleEmailChange}
                onSubmit={signIn.handleSendCode}
              />
            )}
            {step === 'otp' && (
              <CodeStep
                email={signIn.email}
                code={signIn.code}
                busy={busy}
                verifying={signIn.verifying}
                invalid={problem?.title === 'Invalid OTP'}
                onCodeChange={signIn.handleCodeChange}
                onSubmit={signIn.handleVerify}
                onChangeEmail={signIn.handleChangeEmail}
                onResend={signIn.handleResend}
              />
            )}
            {step === 'account' && (
              <AccountStep
                email={signIn.email}
                accounts={signIn.accounts}
                busy={busy}
                onSelect={signIn.handleSelectAccount}
                onChangeEmail={signIn.handleChangeEmail}
              />
            )}

            {process.env.NODE_ENV !== 'production' && (
              <Typography
                variant="body2"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  color: 'text.secondary',
                  bgcolor: 'grey.50',
                  border: '1px dashed',
                  borderColor: 'grey.300',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                }}
              >
                <MarkEmailReadIcon fontSize="small" sx={{ color: 'primary.main' }} />
                <span>
                  Development: codes are delivered to the{' '}
                  <Link component={RouterLink} to="/dev/mailbox" target="_blank" rel="noopener">
                    mailbox
                  </Link>
                </span>
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Link
        component={RouterLink}
        to="/"
        underline="hover"
        sx={{ color: 'rgba(255,255,255,0.85)', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" /> Back to the website
      </Link>
    </Box>
  );
}
