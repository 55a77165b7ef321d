# File.binread and Puppet::FileSystem.binread's underlying read (wmflib::secret's keytabs): the bytes as ASCII-8BIT.
path = '/etc/os-release'
b = File.binread(path)
p b.encoding
p b.bytesize == File.read(path).bytesize
p File.binread(path, 4)
p File.binread(path, 4).encoding
p File.binread(path, 3, 2) == File.read(path)[2, 3]
p File.binread(path, 0)
p File.binread(path, 5, 1_000_000)
begin
  File.binread(path, -1)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
begin
  File.binread('/nonexistent-punch-oracle-file')
rescue SystemCallError => e
  puts e.class
end
