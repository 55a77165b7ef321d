# Written for this case: a String policy is refused by rundeck::validate_rd_policy with its
# inspect and class in the message.
rundeck::validate_rd_policy('admin.aclpolicy')
