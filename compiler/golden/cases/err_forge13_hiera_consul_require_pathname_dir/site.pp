# Written for this case: the first lookup loads hiera_consul, whose lib/puppet_x/consul.rb requires
# Pathname.new(__FILE__).dirname.expand_path (the absolute lib/puppet_x, a directory with no puppet_x.rb): LoadError.
notify { 'motd': message => lookup('profile::motd') }
