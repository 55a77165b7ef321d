def lookup(klass, var)
  if klass.include?("#{var}::params"):
    value = 1
  end
  if klass.include?("#{var}::other"):
    value = 2
  end
  return value if (not value.nil?) && (value != :undefined)
  value
end
