# Module Ruby with a PuppetX library using Forwardable, Comparable, Enumerable, Set and OpenStruct,
# reading CSV (headers, custom separators and quotes, generate_line).
$csv = "name,prio,tags\nweb2,2,web|prod\nweb1,2,web\ndb1,1,db|prod\nlb1,3,\n"
notice(lx::inventory($csv))
