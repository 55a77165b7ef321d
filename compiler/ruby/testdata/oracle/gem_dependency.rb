# RubyGems' Gem::Dependency as module code checks gem versions with it
d = Gem::Dependency.new("x", ">= 1")
p d, d.to_s, d.name, d.requirement.to_s, d.type, d.runtime?, d.prerelease?, d.requirements_list
d2 = Gem::Dependency.new("y", ">= 1", "< 3")
p d2.to_s, d2.requirements_list, d2.match?("y", "2.0"), d2.match?("y", "3"), d2.match?("z", "2"), d2 =~ Gem::Dependency.new("y", "2.0")
p Gem::Dependency.new("z").to_s, Gem::Dependency.new("z").requirement.none?
p Gem::Dependency.new("z", :development).type, Gem::Dependency.new("z", ["~> 1.0"], :development).to_s
p (Gem::Dependency.new("z", "bad") rescue $!)
p (Gem::Dependency.new(3) rescue $!)
p Gem::Dependency.new("x", ">= 1") == Gem::Dependency.new("x", ">= 1")
p Gem::Dependency.new("x", Gem::Requirement.new("~> 2")).to_s
p (Gem::Dependency.new("x", ">= 1") <=> Gem::Dependency.new("y")), d.specific?, d.latest_version?
p Gem::Dependency.new("x", "1.0.a").prerelease?, Gem::Dependency.new("x", "1.0.a")
p d.match?("x", Gem::Version.new("1.5")), d.match?("x", "2.0.pre"), d.match?("x", "2.0.pre", true)
p (Gem::Dependency.new("x", :foo) rescue $!)
p Gem::Dependency.new("x", ">= 1").merge(Gem::Dependency.new("x", "< 2")).to_s
p (Gem::Dependency.new("x").merge(Gem::Dependency.new("y")) rescue $!)
p Gem::Dependency.new("x", ">= 1").hash == Gem::Dependency.new("x", ">= 1").hash
p Gem::Dependency.new("x", nil).to_s, Gem::Dependency.new("x", []).to_s, Gem::Dependency.new("x", "> 1", "< 2", :runtime).to_s
p [Gem::Dependency.new("b"), Gem::Dependency.new("a")].sort.map(&:name)
