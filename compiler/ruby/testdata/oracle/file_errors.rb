# File errors raise the Errno exception Ruby raises (checked by the
# error's class, not its text).
begin
  File.read("/")
rescue SystemCallError => e
  puts e.class
end
begin
  File.read("/nonexistent-punch-oracle-file")
rescue SystemCallError => e
  puts e.class
end
