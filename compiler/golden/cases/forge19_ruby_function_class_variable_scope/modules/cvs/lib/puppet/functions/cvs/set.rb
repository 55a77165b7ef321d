# A class variable in a create_function block: its lexical class is the
# one Puppet evaluates the file in, not the function's class.
Puppet::Functions.create_function(:'cvs::set') do
  @@shared_count = 10
  def set(v)
    @@shared_count += v
    @@shared_count
  end
end
