# The global layer (--hiera_config) comes before the environment layer.
class app($port, $appname) { notify { "app ${appname}:${port}": } }
include app
notify { 'layers': message => [lookup('shared'), lookup('global_only'), lookup('env_only'), lookup('list', Array, 'unique')] }
