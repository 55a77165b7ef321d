# Written for this case: a profile's secret looked up through the environment's hierarchy.
notify { 'pw': message => lookup('profile::db::password') }
