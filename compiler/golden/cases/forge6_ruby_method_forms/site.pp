# QA-FORGE-6: optional-argument and block forms of Array/Hash/Enumerable methods module code uses (last/take/cycle(n),
# index/rindex/count with blocks, uniq/sum forms, delete with a default block, bang methods returning nil, zip/product
# with blocks, with_index chains, select!/reject!/keep_if, inject forms, min(n), max with a block). Divergent: forge6_ruby_method_forms_blocks.
probe::forms().each |$l| { notice($l) }
