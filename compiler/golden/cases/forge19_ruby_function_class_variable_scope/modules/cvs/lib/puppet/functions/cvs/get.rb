Puppet::Functions.create_function(:'cvs::get') do
  def get
    defined?(@@shared_count) ? @@shared_count : 'undefined'
  rescue NameError => e
    "NameError #{e.message}"
  end
end
