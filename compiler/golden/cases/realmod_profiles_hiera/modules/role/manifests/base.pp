class role::base { include profile::base }
