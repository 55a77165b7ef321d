class ntp { fail('modules/ntp is shadowed by vendor/acme-ntp/ntp') }
