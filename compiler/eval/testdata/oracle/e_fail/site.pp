class c { fail('custom ', 'failure') }
include c
