# Written for this case: a pe.conf as peadm's plans read it (HOCON with substitutions, comments, unquoted keys).
$pe_conf = @(CONF)
  # pe.conf
  "console_admin_password": "aCleverPassword"
  "puppet_enterprise::puppet_master_host": "pe-primary.example.com"
  primary = "pe-primary.example.com"
  "puppet_enterprise::profile::master::java_args" { Xmx: "2048m", Xms: "512m" }
  "pe_install::puppet_master_dnsaltnames": ["puppet", ${primary}]
  replicas = [ "pe-replica.example.com" ]
  size = 10
  ratio = 0.5
  enabled = true
  nothing = null
  | CONF
$data = peadm::parsehocon($pe_conf)
notify { 'pe_conf': message => $data }
notify { 'keys': message => $data.keys.sort }
