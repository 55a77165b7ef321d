# Types as resource parameter values: the catalog's conversion warning
# names each by its class as Puppet does.
type Mymod::Car = Object[{attributes => {a => Integer}}]
type Al = Integer[1, 2]
notify { 'object': message => Mymod::Car }
notify { 'alias': message => Al }
notify { 'integer': message => Integer }
notify { 'error': message => Error }
notify { 'error_kind': message => Error['x'] }
notify { 'deferred': message => Deferred }
notify { 'typeset_free': message => Type[Integer] }
