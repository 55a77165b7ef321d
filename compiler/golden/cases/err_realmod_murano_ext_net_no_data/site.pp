# openstack murano's get_ext_net_name fails unless its first argument is a Hash.
notice(get_ext_net_name(['public']))
