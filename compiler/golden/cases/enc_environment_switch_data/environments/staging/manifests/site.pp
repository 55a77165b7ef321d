notify { "staging site.pp ${environment} ${server_facts['environment']} ${lookup('plain')}": }
