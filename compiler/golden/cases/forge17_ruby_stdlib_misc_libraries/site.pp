# Less common standard libraries in module Ruby: Singleton with Observable, Abbrev, Timeout around
# a block that finishes, Open3.capture3/capture2e running commands on the server.
['singleton', 'abbrev', 'timeout', 'open3'].each |$w| { notice("${w}: ${lx::misc($w)}") }
