# ENC parameters feed the Hiera hierarchy (%{tier}); the ENC's class parameters beat Hiera; Hiera
# fills the parameters the ENC does not give.
class app($port, $workers, $user) { notify { "app ${port} ${workers} ${user}": } }
