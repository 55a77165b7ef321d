class tp { package { 'x': } }
include tp
extlib::remove_resource(Service['nope'])
