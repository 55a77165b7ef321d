# Init[Array[...]] given one Array: Puppet's Init passes its elements to
# the type's new function as arguments when that matches a signature
# (Array.new(value, wrap)), else the Array as one value.
notice(Init[Array[Integer]]([1, true]))
notice(Init[Array[Integer]]([1, false]))
notice(Init[Array[Integer]]([[1, 2]]))
notice(Init[Array[String]](['a', 'b']))
notice(Init[Array[Integer]]([[3], true]))
notice(Init[Tuple[Integer, Integer]]([1, 2]))
