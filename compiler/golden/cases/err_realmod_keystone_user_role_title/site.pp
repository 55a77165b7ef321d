# puppet-keystone: keystone_user_role's titles must match its title patterns (user@project,
# user@::domain, user@::::all); a plain name fails at the resource.
keystone_user_role { 'admin': roles => ['admin'] }
