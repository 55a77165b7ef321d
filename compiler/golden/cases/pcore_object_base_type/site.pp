# The bare Object type: Deferred is one of Puppet's Object types; a nested Object type prints its label.
notice(Deferred('join', [[1], '-']) =~ Object)
notice(Deferred < Object)
notice(Object =~ Type[Object])
notice(Object[{name => 'Q', attributes => {a => Integer}}] < Object)
notice(Integer =~ Type[Object])
notice(Object == Object)
notice(Type[Object])
notice([Array[Object[{attributes => {a => Integer}}]], Optional[Object]])
