# mlibrary/nebula's Ruby functions (a University of Michigan control module) as its manifests use them: generate_mac
# (SHA256, each_slice), inverted_hashlist (Hash.new with a default block, from lookup), lookup_role (memoised ivars,
# call_function lookup, ec2 tag fact), nebula::date_is_in_the_future (Date.strptime without require), get_keys_from_users,
# pick_network_interface_for_ip (IPAddr prefix), is_publicly_accessible. Data, facts and values written for this case.
notice(generate_mac('02:00:00', 'web01.example.com'), generate_mac('0A-BC-DE', 'web01.example.com', 5))
notice(inverted_hashlist('nebula::groups'), inverted_hashlist({ 'x' => ['1', '2'], 'y' => ['2'] }))
notice(lookup_role())
notice(nebula::date_is_in_the_future('1970-01-01'), nebula::date_is_in_the_future('2999-12-31'))
notice(nebula::get_keys_from_users('nebula::users::sudoers', 'default-host'))
notice(pick_network_interface_for_ip('10.1.2.99'), pick_network_interface_for_ip('10.1.9.9'), pick_network_interface_for_ip('141.211.4.4'))
notice(is_publicly_accessible())
