# Init[Array[Integer]] called with one Array: Puppet's Init gives the
# array's elements to Array.new as separate arguments, so the second
# element lands in new_array's Boolean 'wrap' parameter.
notice(Init[Array[Integer]]([1, '2']))
