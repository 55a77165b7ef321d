node 'web1', /^db\d+$/ { include profile::base }
