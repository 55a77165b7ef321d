# ENC parameters become top-scope variables with their YAML types; a parameter named like a fact
# wins over the fact (as a variable), while $facts keeps the fact.
class show {
  notify { 'params': message => [$role, $::datacenter, $ntp_servers, $settings, $kernel, $facts['kernel']] }
}
