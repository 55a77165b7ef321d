class marker { notify { "staging marker in ${environment}": message => $server_facts['environment'] } }
