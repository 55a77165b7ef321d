# openstack modules configured entirely from Hiera (the way deployments do it): placement and
# memcached through automatic parameter lookup, with interpolation of other keys and facts.
include memcached
include placement
include placement::db
include placement::keystone::authtoken
include placement::api
include placement::wsgi::apache
include placement::logging
