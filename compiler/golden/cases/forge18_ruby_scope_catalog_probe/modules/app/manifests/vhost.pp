define app::vhost($docroot = '/srv') { notify { "vhost ${title}": } }
