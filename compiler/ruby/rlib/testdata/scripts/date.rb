# Date and DateTime exist as in Puppet (module code checks for them).
puts [1.is_a?(Date), 'x'.is_a?(DateTime), DateTime.ancestors.include?(Date), Date::Error.ancestors.include?(ArgumentError)].inspect
