# QA-FORGE-6: Puppet Ruby API a module function may call that Punch's Ruby runtime lacks: SemanticPuppet::VersionRange.parse
# (NoMethodError in Punch), PEnumType#values, PStringType::DEFAULT, TypeAsserter.assert_instance_of (refused as not supported).
probe::api2().each |$l| { notice($l) }
