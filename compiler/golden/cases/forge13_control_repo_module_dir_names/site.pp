include good
notify { 'modules': message => [defined('my_mod'), defined('caps'), defined('good')] }
