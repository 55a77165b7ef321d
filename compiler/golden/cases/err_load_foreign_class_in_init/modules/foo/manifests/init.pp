class foo { notice('foo') }
class other { notice("other ${module_name}") }
