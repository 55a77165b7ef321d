# Written for this case: the first key is in common.yaml; the second reaches the Terraform level.
notify { 'motd': message => lookup('profile::motd::message') }
notify { 'ip': message => lookup('tfstate::aws_instance::web::private_ip') }
