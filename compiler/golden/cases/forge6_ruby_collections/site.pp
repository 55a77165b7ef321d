# QA-FORGE-6: Array/Hash/Enumerable/Set methods as module functions use them (sort/uniq/tally/minmax, product,
# combination, transpose, each_slice/each_cons/chunk_while/slice_when, step, group_by/partition, inject, flatten
# depth, filter_map, hash select/reject/transform/dig/fetch/merge with block, default procs, Set algebra, bsearch,
# delete_if/insert/slice!/values_at). Divergent ones: forge6_ruby_collections_methods.
probe::coll().each |$l| { notice($l) }
