node default {
  include statey
  notify { 'leak': message => statey::leak($trusted['certname']) }
  notify { 'env': message => "${server_facts['environment']} ${environment}" }
}
