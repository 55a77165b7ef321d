# Written for this case with the function's documented failing example.
simplib::validate_array_member(['foo', 'bar'], ['FOO', 'BAR', 'BAZ'])
