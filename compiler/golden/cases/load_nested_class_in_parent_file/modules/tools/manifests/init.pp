class tools { notice('tools body') }
class tools::helper { notice('helper defined in init.pp') }
