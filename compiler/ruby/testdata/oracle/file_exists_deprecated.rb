# Ruby 3.1's deprecated File.exists? / Dir.exists? / FileTest.exists?
# (removed in 3.2): same answers as exist?, no warning without -W.
p File.exists?('/etc/passwd')
p File.exists?('/no/such/file')
p File.exists?('/etc')
p Dir.exists?('/etc')
p Dir.exists?('/etc/passwd')
p Dir.exists?('/no/such/dir')
p FileTest.exists?('/etc/passwd')
p FileTest.exists?('/no/such/file')
begin
  File.exists?
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
