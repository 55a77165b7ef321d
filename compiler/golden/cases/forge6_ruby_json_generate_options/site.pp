# QA-FORGE-6: JSON.generate with generator options (indent, space, object_nl, array_nl) over empty arrays and hashes,
# as modules write JSON config files: Ruby's json 2.6 writes an empty array as [] when array_nl is empty (Punch: "[  ]").
probe::jg().each |$l| { notice($l) }
