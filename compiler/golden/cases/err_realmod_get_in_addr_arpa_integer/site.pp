# theforeman-dns: get_in_addr_arpa calls split on its first argument, so an Integer fails with Ruby's NoMethodError.
$net = 10
notice(get_in_addr_arpa($net))
