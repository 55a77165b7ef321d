# Ruby 3.x idioms of current module helpers (pattern matching with guards/find/deconstruct_keys, Struct keyword_init +
# Comparable + endless methods, method_missing/respond_to_missing?, numbered params, Hash#except, tally, filter_map,
# format/% with hashes, Marshal deep copy, <<~ heredocs, rightward pattern assignment, +'' unfrozen literals).
# Written for this case.
idioms::probe().each |$line| { notice($line) }
