# The ENC switches the node to staging: staging's own hiera.yaml, data, modules and manifest
# apply, none of production's ($environment and $server_facts['environment'] say staging).
notify { 'production site.pp': }
