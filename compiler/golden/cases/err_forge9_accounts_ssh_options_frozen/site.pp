# puppetlabs-accounts' accounts_ssh_options_parser on a real option string: under '# frozen_string_literal: true'
# its `field = ''` is frozen and `field << word` raises FrozenError (the function as published).
notice(accounts_ssh_options_parser('from="10.0.0.0/8",no-pty,command="/bin/echo a,b"'))
