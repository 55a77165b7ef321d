# QA-FORGE-6: Ruby's sort_by/sort/min_by/max_by with ties, as module functions and templates sort by a key many
# elements share: Ruby's sort is not stable (its qsort decides the order of equal keys), so the order in a
# generated file is Ruby's own. 8 orders recorded with Puppet 7.23 (Ruby 3.1); Punch matches them.
probe::ties().each |$l| { notice($l) }
