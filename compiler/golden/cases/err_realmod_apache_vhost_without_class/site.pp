# puppetlabs-apache 5.5.0: an apache::vhost without the apache class: its defaults read apache's variables (undef, with warnings) and fail the vhost's parameter types.
apache::vhost { 'x.example.com': docroot => '/var/www/x', ssl => true }
