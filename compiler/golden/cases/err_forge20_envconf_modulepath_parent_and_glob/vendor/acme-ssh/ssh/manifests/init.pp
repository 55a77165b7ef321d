class ssh { notice('ssh from vendor/acme-ssh') }
