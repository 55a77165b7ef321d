# A plain Object type whose generated class gets methods from an implementation block: a derived
# attribute and a function computed in Ruby.
Puppet::DataTypes.create_type('Rdt::Person') do
  interface <<-PUPPET
    attributes => {
      name => String,
      year_of_birth => Integer,
      age => { type => Integer, kind => derived },
    },
    functions => {
      greet => Callable[[String], String],
    }
  PUPPET

  implementation do
    def age
      2026 - @year_of_birth
    end

    def greet(other)
      "#{other}, I am #{@name} (#{age})"
    end
  end
end
