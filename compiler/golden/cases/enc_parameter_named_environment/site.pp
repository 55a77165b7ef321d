notice($environment, $server_facts['environment'], $facts['environment'])
